import { VOICES } from '../../../../game/rules/letters';
import { useLearnVoice } from '../../../stores/learn-voice';

/** SPEC: a voice selector, female or male; the choice is remembered on the device. */
export function VoicePicker() {
  const voice = useLearnVoice((s) => s.voice);
  const setVoice = useLearnVoice((s) => s.setVoice);
  return (
    <fieldset className="voice-picker">
      <legend>Voice</legend>
      {VOICES.map((option) => (
        <label key={option.value} className={`voice-picker__choice${voice === option.value ? ' voice-picker__choice--on' : ''}`}>
          <input type="radio" name="learn-voice" value={option.value} checked={voice === option.value} onChange={() => setVoice(option.value)} />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
