/**
 * JavaScript evaluated inside the QuickJS context before the rule's own code. It keeps the
 * built-ins it needs out of the rule's reach (a rule may overwrite `JSON`) and defines
 * `__runRule(rule, inputText)`, which answers `missing`, `not_json` or `ok:<json>`; an error the
 * rule throws propagates to the host unchanged.
 */
export const HARNESS_SOURCE = `(function (parse, stringify, getPrototypeOf, isArray, objectProto, InternalErr) {
  function replacer(key, value) {
    var type = typeof value;
    if (type === 'function' || type === 'symbol' || type === 'bigint') throw replacer;
    if (type === 'number' && !isFinite(value)) throw replacer;
    if (type === 'object' && value !== null && !isArray(value)) {
      var proto = getPrototypeOf(value);
      if (proto !== objectProto && proto !== null) throw replacer;
    }
    return value;
  }
  function run(rule, inputText) {
    if (typeof rule !== 'function') return 'missing';
    var output = rule(parse(inputText));
    var json;
    try {
      json = stringify(output, replacer);
    } catch (error) {
      if (InternalErr && error instanceof InternalErr) throw error;
      return 'not_json';
    }
    return json === undefined ? 'not_json' : 'ok:' + json;
  }
  Object.defineProperty(globalThis, '__runRule', { value: run });
})(JSON.parse, JSON.stringify, Object.getPrototypeOf, Array.isArray, Object.prototype,
  typeof InternalError === 'function' ? InternalError : null);`;

/** Calls the rule, whichever way it was declared (`function rule`, `const rule = …`). */
export const callRuleSource = (inputJson: string) =>
  `__runRule(typeof rule === 'undefined' ? undefined : rule, ${JSON.stringify(inputJson)})`;

export const hasRuleSource = `typeof rule === 'function'`;
