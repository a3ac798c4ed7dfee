import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';

import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import { usePropertyOwnerNameQuery, usePropertyOwnerOptionsQuery } from '../api/properties.generated';

interface OwnerPickerProps {
  /** The chosen owner's id, or null for none. */
  value: string | null;
  onChange: (ownerId: string | null) => void;
  /** Ids and ARIA of the field around it (label, description, error). */
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
  /** The first option, which clears the choice ("No owner", "All owners"). */
  noneLabel: string;
  onBlur?: () => void;
}

interface Option {
  id: string | null;
  name: string;
}

/**
 * A combobox (WAI-ARIA 1.2 pattern) over `propertyOwners`: typing searches owners by name on the server, arrows
 * move through the matches, Enter chooses, Escape closes. Shows the chosen owner's name when not typing.
 */
export function OwnerPicker({ value, onChange, id, noneLabel, onBlur, ...aria }: OwnerPickerProps) {
  const listId = useId();
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const q = useDebouncedValue(text ?? '').trim();
  const options = usePropertyOwnerOptionsQuery({ variables: { q: q || null }, skip: !open });
  const chosen = usePropertyOwnerNameQuery({ variables: { id: value ?? '' }, skip: !value });
  const chosenName = value ? (chosen.data?.propertyOwner?.name ?? '') : '';
  const found: Option[] = (options.data?.propertyOwners.edges ?? []).map(({ node }) => node);
  const shown: Option[] = [{ id: null, name: noneLabel }, ...found];

  const choose = (option: Option) => {
    onChange(option.id);
    setText(null);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + shown.length) % shown.length);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const option = shown[active];
      if (option) choose(option);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setText(null);
    }
  };

  return (
    <div className="relative">
      <Input
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && shown[active] ? `${listId}-${active}` : undefined}
        autoComplete="off"
        className="min-h-11"
        placeholder="Type a name"
        value={text ?? chosenName}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setText(null);
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
        {...aria}
      />
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label="Owners"
          className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
        >
          {shown.map((option, index) => (
            <li
              key={option.id ?? 'none'}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={option.id === value}
              className={`min-h-11 cursor-pointer px-3 py-2.5 text-sm ${index === active ? 'bg-brand-50 text-slate-900' : 'text-slate-700'}`}
              // mousedown, not click: the input's blur would close the list before the click lands.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(option);
              }}
            >
              {option.name}
            </li>
          ))}
          {options.loading ? <li className="px-3 py-2 text-sm text-slate-500">Searching…</li> : null}
          {!options.loading && found.length === 0 ? (
            <li className="px-3 py-2 text-sm text-slate-500">No owner matches</li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
