import * as migration_20261123_214941_initial from './20261123_214941_initial';

export const migrations = [
  {
    up: migration_20261123_214941_initial.up,
    down: migration_20261123_214941_initial.down,
    name: '20261123_214941_initial'
  },
];
