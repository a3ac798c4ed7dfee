import 'reflect-metadata';
import { runService, SERVICE_PORTS } from '@pm/kit';
import { AppModule } from './app.module';

void runService(AppModule, 'maintenance', SERVICE_PORTS.maintenance);
