/** Marks content about a feature that is not available yet (its state in the feature list is `planned`). */
export function ComingSoonBadge() {
  return (
    <span className="ml-2 inline-flex rounded-full bg-amber-100 px-2 py-0.5 align-middle text-xs font-medium text-amber-900">
      Coming soon
    </span>
  );
}
