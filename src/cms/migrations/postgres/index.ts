import * as migration_20261124_000517_initial from './20261124_000517_initial';

export const migrations = [
  {
    up: migration_20261124_000517_initial.up,
    down: migration_20261124_000517_initial.down,
    name: '20261124_000517_initial'
  },
];
