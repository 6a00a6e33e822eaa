export { DailyForm, type DailyFormProps, type DailyWeatherFill, WEATHER_OPTIONS } from './DailyForm.tsx';
