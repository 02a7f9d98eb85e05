// The API contract: every resource and query-parameter set as a JSON Schema (TypeBox) with its TypeScript type
// of the same name (`Team` is both the schema and the type), the paths, and the endpoint table.
export * from './common';
export * from './core';
export * from './championships';
export * from './teams';
export * from './games';
export { GAME_STATUSES } from './game-status';
export * from './people';
export * from './api-paths';
export * from './endpoints';
