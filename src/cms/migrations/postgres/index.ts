import * as migration_20261122_133824_initial from './20261122_133824_initial';

export const migrations = [
  {
    up: migration_20261122_133824_initial.up,
    down: migration_20261122_133824_initial.down,
    name: '20261122_133824_initial'
  },
];
