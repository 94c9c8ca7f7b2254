// Placeholder entry until the CLI skeleton lands.
process.stdout.write('shipctl 0.1.0\n');
