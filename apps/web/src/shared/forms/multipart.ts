/**
 * A multipart body as the server reads it (DESIGN section 4): every field a text part,
 * structured fields as JSON text, each file a repeated `pictures` part. Undefined fields are
 * left out.
 */
export function multipartOf(fields: Record<string, unknown>, pictures: readonly File[]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  for (const picture of pictures) form.append('pictures', picture);
  return form;
}
