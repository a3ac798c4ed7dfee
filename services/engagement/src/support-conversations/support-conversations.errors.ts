import { AppException } from '@pm/kit';

export const supportConversationNotFound = () =>
  new AppException(404, 'SUPPORT_CONVERSATION_NOT_FOUND', 'Support conversation not found');
