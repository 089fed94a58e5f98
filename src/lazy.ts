/**
 * A value made on first use: `const RULES = lazy(() => compileRules(...))` costs nothing at
 * import, and the rules are compiled by the first call that reads them (issue 20: start-up). A
 * detector whose work needs a set-up (compiled regexes, keyword plans) keeps it behind one, so
 * that `anonymize text "short"` pays only for the detectors that get to run that far.
 */
export function lazy<T>(make: () => T): () => T {
  let made = false;
  let value: T;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value;
  };
}

/**
 * An object that is made on the first access to one of its properties: for code that takes the
 * object itself (a rule set passed to a finder), where a `lazy` getter would change its callers.
 */
export function lazyObject<T extends object>(make: () => T): T {
  const target = lazy(make);
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(target(), key),
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => {
      const d = Reflect.getOwnPropertyDescriptor(target(), key);
      // A proxy may report a property only as configurable when its own target lacks it.
      return d ? { ...d, configurable: true } : undefined;
    },
  });
}
