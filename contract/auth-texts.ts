// The sign-in screen's own texts, without zod: the sign-in form is in the browser's first
// download, and zod is not (contract/auth.ts holds the schemas).
export const signInFailed = {
  title: 'Sign in failed',
  description: 'Please check your credentials and try again.',
} as const;
