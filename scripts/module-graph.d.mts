// Types of module-graph.mjs, for the API's test that runs it.
export interface ModuleImport {
  from: string;
  to: string;
  file: string;
  target: string;
  kind: 'repository' | 'service' | 'other';
}

export function problems(modulesDir: string): {
  edges: ModuleImport[];
  graph: Map<string, Map<string, Set<ModuleImport['kind']>>>;
  cycles: string[][];
  repositoryImports: ModuleImport[];
};

export function demoImports(srcDir: string, demoDir: string): { file: string; target: string }[];
