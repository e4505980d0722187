/** Phaser's source modules, which phaser-build.ts assembles; their types are those of the 'phaser' package. */
declare module 'phaser/src/*' {
  const module: unknown;
  export default module;
}
