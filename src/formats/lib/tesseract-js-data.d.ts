// The trained-data packages of tesseract.js ship no types: each exports where its data is.
declare module '@tesseract.js-data/eng' {
  const data: { code: string; gzip: boolean; langPath: string };
  export default data;
}
