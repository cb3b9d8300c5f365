/** The first lines of every generated file. */
export function header(sourceHash: string, description: string): string {
  return [
    '// generated — do not edit — run `npm run codegen`',
    `// source: codegen/schemas/jsonapi.openapi.json (sha256 ${sourceHash})`,
    `// ${description}`,
    '',
  ].join('\n');
}
