/**
 * Words of a device that a person owns and names after themselves (`Tshering-Dorjis-iPhone`,
 * `Pixel 7 van Annelies`): a DHCP lease's client host name and a Home Assistant mobile_app
 * entity id carry the owner's name beside one.
 */
export const OWNER_DEVICE: ReadonlySet<string> = new Set([
  'iphone', 'ipad', 'ipod', 'macbook', 'imac', 'galaxy', 'pixel', 'laptop', 'phone', 'tablet', 'chromebook', 'thinkpad', 'surface',
]);
