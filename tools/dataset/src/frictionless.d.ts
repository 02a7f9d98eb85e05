// The types of Frictionless's `datapackage` (it ships none; `tableschema` ships its own): what
// datapackage-valid.spec.ts uses.
declare module 'datapackage' {
  export const Package: {
    load(
      descriptor: string | object,
      options?: { basePath?: string; strict?: boolean },
    ): Promise<{
      valid: boolean;
      errors: Error[];
      resources: { descriptor: unknown; tabular: boolean }[];
      getResource(name: string): { tabular: boolean };
    }>;
  };
}
