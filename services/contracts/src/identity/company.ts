export interface CompanyBody {
  id: string;
  name: string;
  logoUrl: string | null;
}
