// People: the person shapes, players and coaches.
export * from './person';
export * from './players';
export * from './coaches';
