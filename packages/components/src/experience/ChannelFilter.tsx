'use client';
import { EXPERIENCE_CHANNELS, type ExperienceChannel } from '@offerkit/data';
import { type ReactElement, useId } from 'react';

export interface ChannelFilterProps {
  /** The chosen channel. */
  value: ExperienceChannel;
  /** Called with the newly chosen channel. */
  onChange: (channel: ExperienceChannel) => void;
  /** Legend of the group. */
  label: string;
  /** Text of each choice. */
  optionLabels: Readonly<Record<ExperienceChannel, string>>;
}

/**
 * Purchase-channel filter: native radio buttons in a fieldset, drawn as a segmented control (arrow keys
 * move between choices, as for any radio group).
 */
export function ChannelFilter({ value, onChange, label, optionLabels }: ChannelFilterProps): ReactElement {
  const name = useId();
  return (
    <fieldset className="ok-ChannelFilter">
      <legend className="ok-ChannelFilter-legend">{label}</legend>
      <div className="ok-ChannelFilter-options">
        {EXPERIENCE_CHANNELS.map((channel) => (
          <label key={channel} className="ok-ChannelFilter-option" data-checked={channel === value}>
            <input
              className="ok-ChannelFilter-input"
              type="radio"
              name={name}
              value={channel}
              checked={channel === value}
              onChange={() => onChange(channel)}
            />
            <span>{optionLabels[channel]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
