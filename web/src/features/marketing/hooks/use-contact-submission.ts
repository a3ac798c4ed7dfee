import { useMutation } from '@tanstack/react-query';

import { useToast } from '@/components/ui/toast-context';

import { submitContactSubmission } from '../api/contact-submission';
import type { ContactSubmissionAnswer, ContactSubmissionRequest } from '../api/contact-submission';

/** Sends a contact submission; a failure raises the 'Error' toast with the server's message. */
export function useContactSubmission() {
  const { toast } = useToast();
  return useMutation<ContactSubmissionAnswer, Error, ContactSubmissionRequest>({
    mutationFn: submitContactSubmission,
    onError: (error) => {
      const description = error.message !== '' ? error.message : 'Failed to submit your information';
      toast({ title: 'Error', description, variant: 'destructive' });
    },
  });
}
