/** A random, URL-safe token (used in upload folder names). */
export function randomToken(bytes = 12): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}
