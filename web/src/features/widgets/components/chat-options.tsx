interface ChatOptionsProps {
  label: string;
  options: readonly string[];
  disabled?: boolean;
  onChoose: (option: string) => void;
}

export function ChatOptions({ label, options, disabled, onChoose }: ChatOptionsProps) {
  return (
    <li>
      <ul aria-label={label} className="flex flex-wrap gap-2">
        {options.map((option) => (
          <li key={option}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onChoose(option)}
              className="rounded-full border border-brand-600 bg-white px-3 py-1.5 text-left text-xs font-medium text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
            >
              {option}
            </button>
          </li>
        ))}
      </ul>
    </li>
  );
}
