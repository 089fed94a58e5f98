/**
 * Where a document's first pass (formats/document.ts) writes its throw-away output: beside the
 * output, with its suffix, so whoever cleans up the output's temporaries finds it too.
 */
export function firstPassPath(outputPath: string): string {
  return outputPath.replace(/(\.[^./\\]+)?$/, '.first-pass$1');
}
