import type { ReactNode } from 'react';
import { LanguageSwitcher } from '@/shared/ui/language-switcher';

/** The card of the screens before a staff session exists: sign-in and accepting an invitation. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-dvh w-[min(92vw,26rem)] flex-col justify-center gap-8 py-10">
      <div className="flex items-center justify-between gap-3">
        <p className="font-display text-xl">Aruu</p>
        <LanguageSwitcher />
      </div>
      <div className="rounded-3xl bg-white p-6 shadow-sm dark:bg-graphite-800">
        <h1 className="mb-6 font-display text-2xl">{title}</h1>
        {children}
      </div>
    </main>
  );
}
