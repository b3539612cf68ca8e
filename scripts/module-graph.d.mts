// Types of module-graph.mjs, for the API's test that runs it.
export interface ModuleImport {
  from: string;
  to: string;
  file: string;
  target: string;
  kind: 'repository' | 'service' | 'other';
}

export interface GraphReport {
  edges: ModuleImport[];
  graph: Map<string, Map<string, Set<ModuleImport['kind']>>>;
  cycles: string[][];
  repositoryImports: ModuleImport[];
}

export function problems(modulesDir: string): GraphReport;
export function printGraph(report: GraphReport): string;
export const paths: { modules: string; map: string; decisions: string };
export function moduleList(modulesDir: string): { name: string; description: string }[];
export function generatedBlocks(modulesDir: string, decisionsDir: string): Record<string, string>;
export function withGeneratedBlocks(markdown: string, blocks: Record<string, string>): string;
export function demoImports(srcDir: string, demoDir: string): { file: string; target: string }[];
