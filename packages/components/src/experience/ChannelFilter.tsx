'use client';
import { EXPERIENCE_CHANNELS, type ExperienceChannel } from '@offerkit/data';
import { type ReactElement, useId } from 'react';
import { useMessages } from '../internal/useMessages.ts';
import { defaultExperienceMessages } from '../messages/defaultExperienceMessages.ts';
import { choiceLabel } from './choiceLabel.ts';
import type { ExperienceChoiceProps } from './ExperienceChoiceProps.ts';

/**
 * Purchase-channel filter: native radio buttons in a fieldset, drawn as a segmented control (arrow keys
 * move between choices, as for any radio group).
 */
export function ChannelFilter({ value, onChange }: ExperienceChoiceProps<ExperienceChannel>): ReactElement {
  const labels = useMessages(defaultExperienceMessages);
  const name = useId();
  return (
    <fieldset className="ok-ChannelFilter">
      <legend className="ok-ChannelFilter-legend">{labels.channelLabel}</legend>
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
            <span>{choiceLabel(labels, channel)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
