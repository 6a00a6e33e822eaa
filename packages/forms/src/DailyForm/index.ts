export {
  DailyForm,
  type DailyFormProps,
  type DailyWeatherFill,
  NOTHING_TO_COPY,
  WEATHER_OPTIONS,
} from './DailyForm.tsx';
