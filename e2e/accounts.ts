export const demoPassword = 'daycare-demo';
export const accounts = {
  director: { email: 'director@example.com', name: 'Dana Whitfield', portal: 'staff' },
  teacher: { email: 'teacher@example.com', name: 'Tom Alvarez', portal: 'staff' },
  parent: { email: 'parent@example.com', portal: 'parent' },
  parent2: { email: 'parent2@example.com', portal: 'parent' },
} as const;
export type AccountName = keyof typeof accounts;
