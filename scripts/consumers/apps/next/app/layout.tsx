import '@offerkit/components/styles.css';
import type { ReactNode } from 'react';

export const metadata = { title: 'Rewards · Next.js consumer test' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
