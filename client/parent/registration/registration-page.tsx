import { Logo } from '../../components/ui/logo.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';

/** Public: a parent arrives here from an invitation link (?code=...). */
export function RegistrationPage() {
  return (
    <main className="mx-auto w-full max-w-2xl space-y-6 px-4 py-10">
      <Logo className="text-xl" />
      <PageHeader title="Parent Registration" />
    </main>
  );
}
