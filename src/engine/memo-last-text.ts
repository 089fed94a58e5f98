/**
 * Shares a per-text scan among the detectors of one analyze() call, which ask in turn for the
 * same string. Only the last text is remembered (results never depend on the memo, only the
 * time does); it is held until the next call with another text.
 */
export function memoizeLastText<T>(scan: (text: string) => T): (text: string) => T {
  let lastText: string | undefined;
  let lastResult: T;
  return (text) => {
    if (text !== lastText) {
      lastResult = scan(text);
      lastText = text;
    }
    return lastResult;
  };
}
