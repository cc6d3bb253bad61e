export * from './centre.ts';
export * from './people.ts';
export * from './children.ts';
export * from './day.ts';
export * from './comms.ts';
export * from './families.ts';
export * from './media.ts';
export * from './milestones.ts';
