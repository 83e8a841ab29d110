import * as migration_20261126_202049_initial from './20261126_202049_initial';

export const migrations = [
  {
    up: migration_20261126_202049_initial.up,
    down: migration_20261126_202049_initial.down,
    name: '20261126_202049_initial'
  },
];
