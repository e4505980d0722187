/** The jigsaw's pure rules: counts and grids, the seeded cut, the board in play, dealing, saves and words. */
export * from './counts';
export * from './grid';
export * from './cut';
export * from './board';
export * from './deal';
export * from './save';
export * from './names';
