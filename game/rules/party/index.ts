/** The rules of a shared board (issue 20): the referee, holds, rates, players, replay. */
export * from './board';
export * from './moves';
export * from './holds';
export * from './rate';
export * from './players';
export * from './replay';
