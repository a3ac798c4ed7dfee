import type { ContactSubmittedResponse, CreateContactSubmissionRequest } from '@pm/contracts';
import { useMutation } from '@tanstack/react-query';

import { useToast } from '@/components/ui/toast-context';

import { submitContactSubmission } from '../api/contact-submission';

/** Sends a contact submission; a failure raises the 'Error' toast with the server's message. */
export function useContactSubmission() {
  const { toast } = useToast();
  return useMutation<ContactSubmittedResponse, Error, CreateContactSubmissionRequest>({
    mutationFn: submitContactSubmission,
    onError: (error) => {
      const description = error.message !== '' ? error.message : 'Failed to submit your information';
      toast({ title: 'Error', description, variant: 'destructive' });
    },
  });
}
