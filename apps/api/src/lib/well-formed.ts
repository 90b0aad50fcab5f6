/** Half of a surrogate pair: JSON's `\ud800` escape can send one, UTF-8 cannot. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const hasLone = (text: string) => text.search(LONE_SURROGATE) !== -1;

/** Whether any text or key in a JSON value holds a lone surrogate; a loop, whatever the depth. */
function anyLone(input: unknown): boolean {
  const stack = [input];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (hasLone(value)) return true;
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (hasLone(k)) return true;
        stack.push(v);
      }
    }
  }
  return false;
}

function rewrite(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(LONE_SURROGATE, '\uFFFD');
  if (Array.isArray(value)) return value.map(rewrite);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [rewrite(k), rewrite(v)]));
  }
  return value;
}

/**
 * A JSON body with each lone surrogate written as U+FFFD: what the database driver makes of one
 * in a text column anyway, while a JSON column (the audit log's before and after) refuses it
 * outright and the write failed with a 500. A client that cut an emoji in half loses that half,
 * not its form. Call it on a body no deeper than INPUT_DEPTH_MAX (refuseDeep): it recurses.
 * Left as it is, the very same object, when there is nothing to rewrite (nearly always).
 */
export function wellFormed(body: unknown): unknown {
  return anyLone(body) ? rewrite(body) : body;
}
