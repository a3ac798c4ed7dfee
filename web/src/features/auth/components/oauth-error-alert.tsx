import { oauthErrorMessage } from '../api/oidc-providers';

export function OAuthErrorAlert({ code }: { code: string | null }) {
  const message = oauthErrorMessage(code);
  if (!message) return null;
  return (
    <p role="alert" className="mb-5 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}
