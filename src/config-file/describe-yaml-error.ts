/**
 * The yaml library's messages name its parser's tokens ("Unexpected seq-item-ind at node end",
 * "please use YAML.parseAllDocuments()"); a person writing a mapping or config file by hand needs
 * the fix instead: what to quote, what to remove.
 */
import type { YAMLError } from 'yaml';

const QUOTE_COLON =
  'a value with ": " inside must be written in quotes, e.g. Comments: "Note: paid"; otherwise YAML reads it as another key';
const QUOTE_BRACKETS =
  'a value that starts with { or [ is read as a YAML map or list; write the whole value in quotes, e.g. template: "{Vendor}-{Number}"';

export function describeYamlError(error: YAMLError, text: string): string {
  switch (error.code) {
    case 'MULTIPLE_DOCS':
      return 'the file holds more than one YAML document (a line "---" or "..." starts another); a mapping or config file is one document: remove that line, or split the file in two';
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'BLOCK_IN_FLOW':
      return `not valid YAML: ${QUOTE_COLON}`;
    case 'UNEXPECTED_TOKEN':
      if (/:\s+[{[]/.test(lineAt(text, error.pos[0]))) return `not valid YAML: ${QUOTE_BRACKETS}`;
      break;
    default:
      break;
  }
  return `not valid YAML: ${error.message.split('\n')[0] ?? error.code}`;
}

function lineAt(text: string, offset: number): string {
  const start = text.lastIndexOf('\n', Math.max(0, offset - 1)) + 1;
  const end = text.indexOf('\n', offset);
  return text.slice(start, end === -1 ? text.length : end);
}
