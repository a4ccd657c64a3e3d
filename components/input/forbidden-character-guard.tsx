'use client';

import { useEffect } from 'react';
import { toast } from '@/components/feedback/toast';
import { installForbiddenCharacterGuard } from '@/lib/input/forbidden-guard';

type Props = { message: string };

/** Mounts the page-wide forbidden-character rule of SPEC §5 once per tenant page. */
export function ForbiddenCharacterGuard({ message }: Props) {
  useEffect(
    () =>
      installForbiddenCharacterGuard(document, () =>
        toast.error(message, { id: 'forbidden-character', duration: 2000 }),
      ),
    [message],
  );
  return null;
}
