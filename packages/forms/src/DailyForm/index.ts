export {
  DailyForm,
  type DailyFormProps,
  type DailyWeatherFill,
  NOTHING_TO_COPY,
  WEATHER_OPTIONS,
} from './DailyForm.tsx';
export type { DailyPhotoUpload } from './useDailyPhotos.ts';
