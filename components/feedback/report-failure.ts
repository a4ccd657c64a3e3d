import { toast } from '@/components/feedback/toast';
import { ApiError } from '@/lib/api/errors';

/** The API client toasts its own failures; anything else still gets a message, never silence. */
export function reportFailure(error: unknown): void {
  if (error instanceof ApiError) return;
  toast.error(error instanceof Error ? error.message : String(error));
}
