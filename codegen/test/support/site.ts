/** Helpers of the drift and rename tests: the committed output, and typechecking the site with other generated files. */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as TypeScript from 'typescript';

export const root = fileURLToPath(new URL('../../../', import.meta.url));
export const generatedDir = path.join(root, 'site/lib/generated');

// The root TypeScript (6), not the one openapi-typescript brings into codegen/node_modules.
const ts = createRequire(path.join(root, 'package.json'))('typescript') as typeof TypeScript;

export function committedOutput(): Map<string, string> {
  return new Map(
    readdirSync(generatedDir)
      .filter((name) => name.endsWith('.ts'))
      .sort()
      .map((name) => [name, readFileSync(path.join(generatedDir, name), 'utf8')]),
  );
}

export interface Diagnostic {
  file: string;
  message: string;
}

/** Typechecks the site as `site/tsconfig.json` says, with `files` in place of `site/lib/generated/*`. */
export function typecheckSite(files: Map<string, string>): Diagnostic[] {
  const configPath = path.join(root, 'site/tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(configPath, { incremental: false, noEmit: true }, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!config) throw new Error('Cannot read site/tsconfig.json');
  const replaced = new Map([...files].map(([name, content]) => [path.join(generatedDir, name), content]));
  const host = ts.createCompilerHost(config.options);
  const { readFile, fileExists, getSourceFile } = host;
  host.readFile = (fileName) => replaced.get(path.resolve(fileName)) ?? readFile.call(host, fileName);
  host.fileExists = (fileName) => replaced.has(path.resolve(fileName)) || fileExists.call(host, fileName);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const content = replaced.get(path.resolve(fileName));
    return content === undefined
      ? getSourceFile.call(host, fileName, languageVersion, onError, shouldCreate)
      : ts.createSourceFile(fileName, content, languageVersion, true);
  };
  const rootNames = [...new Set([...config.fileNames.filter((name) => !name.startsWith(generatedDir)), ...replaced.keys()])];
  const program = ts.createProgram({ rootNames, options: config.options, host });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => ({
    file: diagnostic.file ? path.relative(root, diagnostic.file.fileName) : '',
    message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
  }));
}
