/** `text` as a literal inside a LIKE pattern, for `like ? escape '\'`: `%`, `_` and `\` lose their meaning. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
