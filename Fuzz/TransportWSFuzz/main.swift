import FuzzMain

runFuzzer(fuzzTransportWS)
