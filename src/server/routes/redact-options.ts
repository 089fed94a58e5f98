import { ENTITY_NAMES, parseEntityList } from '../../entities.js';
import { STYLES, type Style } from '../../engine/types.js';
import { ApiError } from '../errors.js';
import type { JobOptions } from '../store/types.js';

/** The `entities` and `style` of a request, checked: 400 names what is wrong and what is valid. */
export function requestOptions(entities: string | undefined, style: string | undefined): JobOptions {
  const options: JobOptions = {};
  if (entities !== undefined) {
    const { entities: list, unknown } = parseEntityList(entities);
    if (unknown.length) {
      // The caller's own words, quoted short: at most five names of 40 characters.
      const named = unknown.slice(0, 5).map((u) => JSON.stringify(u.length > 40 ? `${u.slice(0, 40)}…` : u));
      const more = unknown.length > 5 ? ` and ${unknown.length - 5} more` : '';
      throw new ApiError(400, 'unknown_entity', `unknown entity type ${named.join(', ')}${more}; valid: ${ENTITY_NAMES.join(', ')}`);
    }
    if (list.length === 0) throw new ApiError(400, 'invalid_entities', `entities is empty; omit it for all types, or list some of: ${ENTITY_NAMES.join(', ')}`);
    options.entities = list;
  }
  if (style !== undefined) {
    if (!(STYLES as readonly string[]).includes(style)) throw new ApiError(400, 'invalid_style', `unknown style; valid: ${STYLES.join(', ')}`);
    options.style = style as Style;
  }
  return options;
}
