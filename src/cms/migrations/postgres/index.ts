import * as migration_20261123_150036_initial from './20261123_150036_initial';

export const migrations = [
  {
    up: migration_20261123_150036_initial.up,
    down: migration_20261123_150036_initial.down,
    name: '20261123_150036_initial'
  },
];
