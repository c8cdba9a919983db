/**
 * Splits a stream of XML text into pieces that end between tags, so a scanner over each piece
 * never sees half a tag. In a workbook's parts `<` only ever starts markup (text and attribute
 * values escape it), so everything before the last `<` of a chunk is whole tags and text.
 */
export async function* xmlTagChunks(chunks: AsyncIterable<string>): AsyncGenerator<string> {
  let carry = '';
  for await (const chunk of chunks) {
    const text = carry + chunk;
    const open = text.lastIndexOf('<');
    const cut = open < 0 || text.indexOf('>', open) >= 0 ? text.length : open;
    carry = text.slice(cut);
    if (cut > 0) yield text.slice(0, cut);
  }
  if (carry) yield carry;
}
