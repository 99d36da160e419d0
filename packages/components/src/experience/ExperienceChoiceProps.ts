/** The props of a one-of-several filter control of the offers view (channel, sort). */
export interface ExperienceChoiceProps<Choice extends string> {
  /** The chosen value. */
  value: Choice;
  /** Called with the newly chosen value. */
  onChange: (value: Choice) => void;
}
